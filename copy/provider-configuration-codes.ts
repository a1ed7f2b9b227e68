/**
 * Firebase's refusals that mean the portal or its Firebase project is set up wrongly: nothing the person
 * can fix. Every language says the same two things for them (a bad API key, or any other setting), so
 * each catalogue gives its two sentences and this list gives the codes.
 */
export const configurationRefusals = (invalidApiKey: string, misconfigured: string) => ({
  API_KEY_INVALID: invalidApiKey,
  API_KEY_EXPIRED: invalidApiKey,
  API_KEY_HTTP_REFERRER_BLOCKED: misconfigured,
  API_KEY_SERVICE_BLOCKED: misconfigured,
  CONFIGURATION_NOT_FOUND: misconfigured,
  PROJECT_NOT_FOUND: misconfigured,
  PROJECT_NUMBER_MISMATCH: misconfigured,
  PERMISSION_DENIED: misconfigured,
  INVALID_ARGUMENT: misconfigured,
  INVALID_GRANT_TYPE: misconfigured,
  INVALID_PROVIDER_ID: misconfigured,
  INVALID_OAUTH_CLIENT_ID: misconfigured,
  MISSING_REQ_TYPE: misconfigured,
  INVALID_REQ_TYPE: misconfigured,
  MISSING_CONTINUE_URI: misconfigured,
  INVALID_CONTINUE_URI: misconfigured,
  UNAUTHORIZED_DOMAIN: misconfigured,
  INVALID_DYNAMIC_LINK_DOMAIN: misconfigured,
  INVALID_TENANT_ID: misconfigured,
  TENANT_ID_MISMATCH: misconfigured,
  UNSUPPORTED_TENANT_OPERATION: misconfigured,
  // reCAPTCHA enforcement switched on in Firebase: the portal's REST client sends no reCAPTCHA token.
  CAPTCHA_CHECK_FAILED: misconfigured,
  RECAPTCHA_NOT_ENABLED: misconfigured,
  MISSING_RECAPTCHA_TOKEN: misconfigured,
  INVALID_RECAPTCHA_TOKEN: misconfigured,
  INVALID_RECAPTCHA_ACTION: misconfigured,
  MISSING_RECAPTCHA_VERSION: misconfigured,
  INVALID_RECAPTCHA_VERSION: misconfigured,
  MISSING_CLIENT_TYPE: misconfigured,
})
