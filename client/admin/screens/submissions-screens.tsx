/** Submissions: the form submissions and the restock waiting lists (client/admin/submissions/). */
export { FormSubmissionsScreen } from '../submissions/form-submissions-screen.js';
export { RestockScreen } from '../submissions/restock-screen.js';
