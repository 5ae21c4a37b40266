/** The property panel of the designer (spec 02 section 2 "Side panel"). */
export { PropertiesPanel, PANEL_WIDTH, type PropertiesPanelProps } from './properties-panel';
export { panelsModule } from './core/commands';
