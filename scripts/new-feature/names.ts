import { FEATURE_AREAS } from '../../packages/contracts/src/features';

/** The names one area goes by in code, all derived from its registry entry. */
export interface AreaNames {
  /** The registry key: folder names on both sides, i18n namespace, URL segment. */
  key: string;
  /** camelCase, for values: `issuetrackingModule`, `issuetrackingOps`. */
  camel: string;
  /** PascalCase, for components and types. */
  pascal: string;
  /** snake_case, for table names. */
  snake: string;
  /** UPPER_SNAKE, for refusal codes. */
  upper: string;
  /**
   * The key its permissions, live changes and notifications are written with: the feature enum,
   * or for an always-on area without a flag its registry `permissionKey` (LOS_SERVICES).
   */
  featureEnum: string;
  /** The area's first route: the page the skeleton builds. */
  route: string;
}

export function namesOf(key: string): AreaNames {
  const area = FEATURE_AREAS.find((a) => a.key === key);
  if (!area || !key) {
    const keys = FEATURE_AREAS.filter((a) => a.key && a.permissionKey).map((a) => a.key);
    throw new Error(`"${key}" is not an area of the registry. Areas: ${keys.join(', ')}`);
  }
  if (!area.permissionKey)
    throw new Error(
      `"${key}" has neither a featureEnum nor a permissionKey: it is a console page, not a feature area`,
    );
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+|\s+/)
    .filter(Boolean);
  const cap = (w: string) => w[0]!.toUpperCase() + w.slice(1).toLowerCase();
  return {
    key,
    camel: words[0]!.toLowerCase() + words.slice(1).map(cap).join(''),
    pascal: words.map(cap).join(''),
    snake: words.map((w) => w.toLowerCase()).join('_'),
    upper: words.map((w) => w.toUpperCase()).join('_'),
    featureEnum: area.permissionKey,
    route: area.routes[0]!,
  };
}
