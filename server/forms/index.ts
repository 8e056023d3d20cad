/** Forms, additional fields, restock sign-up and captcha (server side); see docs/forms.md. */
export { registerForms, type FormsServices, type FormsSettings } from './register.js';
export { loadFormsConfig, type FormsConfig } from './config.js';
export { TestCaptchaVerifier, CAPTCHA_ACTIONS, type CaptchaVerifier, type CaptchaAction } from './captcha.js';
export { FORMS_ERRORS, FormsError, type FormsErrorCode, type FormsFailure } from './errors.js';
export { FORM_RESULT_COOKIE } from './page-state.js';
