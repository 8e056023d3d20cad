/**
 * What the editor knows of the site beyond the page it edits, set when a
 * page opens (GET /api/editor/pages/:id): whether the site has a captcha
 * site key, which the form builder's captcha fieldset reports.
 */
export const siteFacts = { captcha: false };
