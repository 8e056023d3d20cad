/** Island `donate-form`: the donation form of the donate page. */
import { ContributionForm, type ContributionFormProps } from '../widgets/contribution-form.js';
import { reactIsland } from './react-island.js';

export const mount = reactIsland((props, host) => <ContributionForm props={props as ContributionFormProps | null} host={host} kind="donate" />);
