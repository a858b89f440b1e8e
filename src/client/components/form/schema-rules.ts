import { z } from 'zod';
import type { FieldRule, FieldRules } from './form-core';

export { firstIssueMessages } from './form-core';
export type { FieldRule, FieldRules };

/** Wrappers that change whether a value may be left out, not what it is. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch']);

/** The schema a field's value is checked against once its wrappers (optional, default, pipe) are removed. */
function innermost(schema: z.core.$ZodType): z.core.$ZodType {
  let current = schema;
  for (;;) {
    const def = current._zod.def as { type: string; innerType?: z.core.$ZodType; in?: z.core.$ZodType };
    if (WRAPPERS.has(def.type) && def.innerType) current = def.innerType;
    // A transform after the check (`.transform()`, `.pipe()`): the input side is what the person types.
    else if (def.type === 'pipe' && def.in) current = def.in;
    else return current;
  }
}

/** The rule of one field's schema. */
export function fieldRule(schema: z.ZodType): FieldRule {
  const base = innermost(schema);
  const optional = schema.isOptional();
  if (base instanceof z.ZodString) {
    return {
      required: !optional && (base.minLength ?? 0) >= 1,
      maxLength: base.maxLength ?? undefined,
    };
  }
  // A checkbox may be left unticked unless a refinement says otherwise, and a refinement is code that
  // cannot be read back: a boolean is never derived as required (the form says so where it is).
  if (base instanceof z.ZodBoolean) return { required: false };
  return { required: !optional };
}

const cache = new WeakMap<object, FieldRules>();

/**
 * The rule of every field of an object schema (also after `.refine()`/`.superRefine()`, which zod 4
 * keeps on the object). Anything else has no fields to describe. Computed once per schema.
 */
export function fieldRules(schema: z.ZodType): FieldRules {
  const hit = cache.get(schema);
  if (hit) return hit;
  const rules: Record<string, FieldRule> = {};
  const base = innermost(schema);
  if (base instanceof z.ZodObject) {
    for (const [name, field] of Object.entries(base.shape as Record<string, z.ZodType>)) rules[name] = fieldRule(field);
  }
  cache.set(schema, rules);
  return rules;
}
