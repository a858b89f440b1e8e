import type { FormEvent } from 'react';
import type { z } from 'zod';
import type { SettingsPatch, SiteSettings } from '../../../shared/schemas/settings';
import type { FormValues } from '../../components/form/use-zod-form';
import { useZodForm } from '../../components/form/use-zod-form';
import { trpc } from '../../lib/trpc';
import { readAdminError } from '../kit/admin-errors';
import { useToast } from '../kit/toast';
import { useUnsavedChanges } from '../kit/unsaved-changes';

/**
 * One panel of the Settings section: its own fields of the site settings (`pick`), validated by its
 * schema and saved as a patch, so one panel never writes back another panel's old values. Edits not
 * yet saved are unsaved work; after a save the form shows what the server stored.
 */
export function useSettingsPanel<V extends FormValues, S extends z.ZodType<SettingsPatch>>(
  schema: S,
  initial: SiteSettings,
  { pick, savedMessage }: { pick: (settings: SiteSettings) => V; savedMessage: string },
) {
  const toast = useToast();
  const utils = trpc.useUtils();
  const save = trpc.admin.settings.save.useMutation();
  const form = useZodForm(schema, { initialValues: () => pick(initial), markRequired: false });
  const unsaved = useUnsavedChanges(form.dirty);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const data = form.validate();
    if (!data) return;
    try {
      form.reset(pick(await save.mutateAsync(data)));
      unsaved.release();
      void utils.site.settings.invalidate();
      void utils.admin.settings.get.invalidate();
      toast.success(savedMessage);
    } catch (error) {
      const { fieldErrors, summary } = readAdminError(error);
      form.showErrors(fieldErrors);
      toast.error(summary ?? 'Error updating item');
    }
  }

  return { form, onSubmit, saving: save.isPending };
}
