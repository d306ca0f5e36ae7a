import { z } from 'zod';

export type ParseResult<O> = { ok: true; input: O } | { ok: false; errors: Partial<Record<string, string>> };

/**
 * A form's own parse (texts to numbers, only the changed fields) as a zod schema for
 * useZodForm: each field's message becomes an issue on that field, the input the output.
 */
export function schemaFromParse<V, O>(parse: (values: V) => ParseResult<O>) {
  return z.custom<V>().transform((values, ctx): O => {
    const parsed = parse(values);
    if (parsed.ok) return parsed.input;
    for (const [field, message] of Object.entries(parsed.errors)) {
      if (message) ctx.addIssue({ code: 'custom', path: [field], message });
    }
    return z.NEVER;
  });
}
