/** The `{name}` placeholders of a wording, as a union of their names (never when it has none). */
export type Placeholders<S extends string> = string extends S
  ? string
  : S extends `${string}{${infer Name}}${infer Rest}`
    ? Name | Placeholders<Rest>
    : never;

/** The placeholder names of a wording, in order of appearance, for the run-time checks. */
export const placeholdersOf = (wording: string) => [...wording.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
