import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import type { SettingsPatch, SiteSettings } from '../../../../shared/schemas/settings';
import { useToast } from '../../../components/admin/toast';
import { useUnsavedChanges } from '../../../components/admin/unsaved-changes';
import type { FormValues } from '../../../components/form/use-zod-form';
import { useZodForm } from '../../../components/form/use-zod-form';
import { trpc } from '../../../lib/trpc';
import { readAdminError } from './admin-errors';

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
  const [saved, setSaved] = useState(() => pick(initial));
  const form = useZodForm(schema, { initialValues: saved, markRequired: false });
  // Compared as data: lists (the classes open, the addresses) are new arrays after every edit.
  const unsaved = useUnsavedChanges(JSON.stringify(form.values) !== JSON.stringify(saved));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    const data = form.validate();
    if (!data) return;
    try {
      const next = pick(await save.mutateAsync(data));
      setSaved(next);
      form.reset(next);
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
