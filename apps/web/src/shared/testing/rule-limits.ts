type Limit = 'min' | 'max' | 'pattern';

/**
 * The limit a list of antd form rules sets: the first plain rule that names it. Rules given as
 * functions (checks by schema, cross-field checks) set no limit of their own and are skipped.
 * Tests hold it against the contract's constant and schema, so the form and the API agree.
 */
export function ruleLimit(rules: readonly unknown[], limit: Limit): unknown {
  const rule = rules.find(
    (r): r is Record<Limit, unknown> => typeof r === 'object' && r !== null && limit in r,
  );
  return rule?.[limit];
}

/** Whether a zod schema takes a value, without caring why not. */
export const accepts = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

/** A text of exactly `length` characters that passes any letters-only pattern. */
export const textOfLength = (length: number) => 'a'.repeat(length);
