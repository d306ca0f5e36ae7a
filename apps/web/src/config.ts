import { DEFAULT_MAP_ATTRIBUTION, DEFAULT_MAP_TILE_URL } from '@hirehand/shared/location/map-defaults';
import { DEFAULT_SUPPORT_EMAIL } from '@hirehand/shared/support/support';

/**
 * Runtime settings the server writes into index.html (`<meta name="app-config">`),
 * so one SUPPORT_EMAIL setting serves both sides. The Vite dev server leaves the
 * placeholder, and the defaults apply.
 */
export interface AppConfig {
  supportEmail: string;
  /** Leaflet tile URL template ({s}, {z}, {x}, {y}); MAP_TILE_URL on the server. */
  mapTileUrl: string;
  /** The tile provider's credit line; MAP_TILE_ATTRIBUTION on the server. */
  mapAttribution: string;
  /** The language model the AI assistant uses (LLM_MODEL), or null: HireHand's built-in assistant. */
  aiModel: string | null;
  /** Support's telephone line (SUPPORT_PHONE), or null: none is offered. */
  supportPhone: string | null;
  /** The Pay-Per-Post price in force (JOB_POST_PRICE_CENTS; 0: posting is free); unset: the catalog's. */
  jobPostPriceCents?: number;
  /** Whether checkout adds taxes (STRIPE_AUTOMATIC_TAX): prices then say "taxes extra". */
  taxesExtra?: boolean;
}

const defaults: AppConfig = {
  supportEmail: DEFAULT_SUPPORT_EMAIL,
  mapTileUrl: DEFAULT_MAP_TILE_URL,
  mapAttribution: DEFAULT_MAP_ATTRIBUTION,
  aiModel: null,
  supportPhone: null,
};

function readConfig(): AppConfig {
  const raw = typeof document === 'undefined' ? null : document.querySelector('meta[name="app-config"]');
  const content = raw?.getAttribute('content');
  if (!content || content.startsWith('__')) return defaults;
  try {
    return { ...defaults, ...(JSON.parse(content) as Partial<AppConfig>) };
  } catch {
    return defaults;
  }
}

export const config: AppConfig = readConfig();
