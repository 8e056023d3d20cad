/** Island `account`: the customer account page. */
import { AccountPage, type AccountPageProps } from '../widgets/account-page.js';
import { reactIsland } from './react-island.js';

export const mount = reactIsland((props) => <AccountPage props={props as AccountPageProps | null} />);
