import { z } from "zod";

/**
 * The label the editor at /admin shows beside a content field, and the hint under it: set where
 * the field's rule is written (core/config/schema/, `.field(label, hint)`), read by the editor's
 * configuration (app/build-assets/admin.ts). They are kept beside the schema, not packed into its
 * description: the description is the label alone, and Zod carries it to the optional and
 * nullable copies of a field.
 */
export interface EditorLabel {
  label: string;
  hint?: string;
}

const labels = new WeakMap<z.ZodTypeAny, EditorLabel>();

declare module "zod" {
  // Type parameters as Zod declares them, for the declarations to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars, @typescript-eslint/no-explicit-any
  interface ZodType<Output = any, Def extends z.ZodTypeDef = z.ZodTypeDef, Input = Output> {
    /** This field, labelled for the editor at /admin: `label` beside it, `hint` under it. */
    field(label: string, hint?: string): this;
  }
}

z.ZodType.prototype.field = function field(this: z.ZodTypeAny, label: string, hint?: string) {
  const labelled = this.describe(label);
  labels.set(labelled, hint ? { label, hint } : { label });
  return labelled;
};

/**
 * The editor's label of a field: its own, or that of the field it makes optional, nullable or
 * checks further.
 */
export function editorLabel(schema: z.ZodTypeAny): EditorLabel | undefined {
  for (let current: z.ZodTypeAny | undefined = schema; current; current = inner(current)) {
    const label = labels.get(current);
    if (label) return label;
  }
  return undefined;
}

/**
 * The field a wrapper holds: optional, nullable, with a default (a field added since a file was
 * saved), or with a check or change of its own.
 */
export function inner(schema: z.ZodTypeAny): z.ZodTypeAny | undefined {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) return schema.unwrap();
  if (schema instanceof z.ZodDefault) return schema.removeDefault();
  if (schema instanceof z.ZodEffects) return schema.innerType();
  return undefined;
}

export { z };
