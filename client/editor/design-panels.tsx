/** The Design tab: the fonts, buttons and animations panels (SPEC section 2), the colours having their own. */
import { DESIGN_TEXTS as D } from '../../editor/design-texts.js';
import { FontsPanel } from './fonts-panel.js';
import { SettingsPanel } from './settings-panel.js';

export function DesignPanels() {
  return (
    <>
      <FontsPanel />
      <SettingsPanel heading={D.buttonsPanel} path="/api/editor/design/buttons" />
      <SettingsPanel heading={D.animationsPanel} path="/api/editor/design/animations" />
    </>
  );
}
