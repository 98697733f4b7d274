/** An aria-describedby value from the ids that apply (falsy ones left out); undefined when none does. */
export function describedBy(
  ...ids: ReadonlyArray<string | false | null | undefined | 0>
): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id !== '');
  return present.length > 0 ? present.join(' ') : undefined;
}
