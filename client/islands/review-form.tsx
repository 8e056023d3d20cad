/** Island `review-form`: a buyer's product review form. */
import { ContributionForm, type ContributionFormProps } from '../widgets/contribution-form.js';
import { reactIsland } from './react-island.js';

export const mount = reactIsland((props, host) => <ContributionForm props={props as ContributionFormProps | null} host={host} kind="review" />);
