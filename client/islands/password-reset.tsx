/** Island `password-reset`: the password reset page. */
import { PasswordReset } from '../widgets/password-reset.js';
import { reactIsland } from './react-island.js';

export const mount = reactIsland((props) => <PasswordReset props={props as { homeUrl?: string } | null} />);
