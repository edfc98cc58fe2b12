/**
 * The page size a market list asks for. Public so a copied market component builds from `mintkit`
 * alone; the components and the query factories share it so a slip is said once, naming the prop.
 */
const said = new Set<string>();

/**
 * `size` when it is a positive integer, else `fallback`. A `limit` of 0 or 2.5 would be refused by the
 * marketplace, and the buyer would read "The marketplace did not accept this request." for a
 * developer's slip; the list reads at the default size instead, and the console says so once per value.
 *
 * @example
 * const limit = usablePageSize(props.pageSize, 'pageSize', MARKET_PAGE_SIZE)
 */
export function usablePageSize(size: number | undefined, prop: string, fallback: number): number {
  if (size === undefined) return fallback;
  if (Number.isInteger(size) && size > 0) return size;
  const slip = `${prop}=${String(size)}`;
  if (!said.has(slip)) {
    said.add(slip);
    console.warn(`[mintkit] A marketplace list's \`${prop}\` must be a positive integer, but was ${String(size)}; it reads ${fallback} a page instead.`);
  }
  return fallback;
}
