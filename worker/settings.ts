/**
 * The production settings, all in one place: wrangler.toml [env.production] vars. The Worker reads
 * FIREBASE_PROJECT_ID at run time; `npm run deploy` also hands the SPA's build the API key and the
 * Google client id. No imports: scripts/deploy.mjs and scripts/check-deploy.mjs load this file too.
 */
export const PRODUCTION_SETTINGS = {
  FIREBASE_PROJECT_ID: {
    help: 'el id del proyecto de Firebase (Consola de Firebase → Configuración del proyecto → ID del proyecto)',
    pattern: /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/,
  },
  FIREBASE_API_KEY: {
    help: 'la clave de API web de Firebase (Configuración del proyecto → General → Clave de API web)',
    pattern: /^AIza[0-9A-Za-z_-]{35}$/,
  },
  GOOGLE_CLIENT_ID: {
    help: 'el ID de cliente OAuth web de Google (Google Cloud → APIs y servicios → Credenciales)',
    pattern: /^[0-9]+-[0-9a-z]+\.apps\.googleusercontent\.com$/,
  },
} as const

export type ProductionSetting = keyof typeof PRODUCTION_SETTINGS

/** Why a setting's value cannot be used ('falta', 'es un valor de ejemplo', 'no tiene el formato'), or null. */
export function settingProblem(name: ProductionSetting, value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return 'falta'
  if (/CAMBIA-ESTO|change-?me|placeholder|xxx/i.test(value)) return 'es un valor de ejemplo'
  if (!PRODUCTION_SETTINGS[name].pattern.test(value)) return 'no tiene el formato esperado'
  return null
}

/**
 * The Worker's secrets, which never live in wrangler.toml: [env.production] must declare each one in
 * `secrets.required`, so that `wrangler deploy` refuses to go live while one is not set. Without
 * CENSUS_KEY there is no census (its HMACs, decision 0038); without the VAPID pair no push notice.
 */
export const PRODUCTION_SECRETS = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'CENSUS_KEY'] as const

/** Settings that only a local run or the rehearsal may carry; a production configuration must not. */
export const NEVER_IN_PRODUCTION = ['LOCAL_MODE', 'REHEARSAL_IDENTITY_ORIGIN'] as const
