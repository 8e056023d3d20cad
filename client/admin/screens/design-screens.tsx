/** Design: the colours (client/editor/colour-panel.tsx), and the fonts, buttons and animations (design-panels.tsx). */
import { ADMIN_TEXTS as A } from '../../../editor/admin-texts.js';
import { PageHeader } from '../../admin-ui/index.js';
import { ColourPanel } from '../../editor/colour-panel.js';
import { DesignPanels } from '../../editor/design-panels.js';

export function ColoursScreen() {
  return (
    <>
      <PageHeader title={A.nav.designColours} description={A.descriptions.design} />
      <div className="adm-card adm-panel"><ColourPanel /></div>
    </>
  );
}

export function StylesScreen() {
  return (
    <>
      <PageHeader title={A.nav.designStyles} description={A.descriptions.design} />
      <div className="adm-panel adm-panel--cards"><DesignPanels /></div>
    </>
  );
}
