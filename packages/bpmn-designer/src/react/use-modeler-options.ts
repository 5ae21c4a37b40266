/**
 * The running Modeler follows the configuration drawer: language of the diagram's texts, the
 * minimap (closed at first), linting and the start form lint checks against, and the simulation (off when its
 * switch is).
 */
import type Modeler from 'bpmn-js/lib/Modeler';
import { useEffect, useRef } from 'react';
import type { DesignerLanguage } from '../modeler/i18n/translate-module';
import type { DesignerOptions, FormFieldOption } from '../options';

interface Toggle {
  toggle(on?: boolean): unknown;
}

const service = <T>(modeler: Modeler, name: string) => modeler.get<T | null>(name, false);

export function useModelerOptions(modeler: Modeler | null, options: DesignerOptions) {
  useEffect(() => {
    if (modeler) service<DesignerLanguage>(modeler, 'designerLanguage')?.set(options.lang);
  }, [modeler, options.lang]);

  // the minimap starts closed; turning its switch on in the drawer opens it (off hides it, tab included)
  const minimapShown = useRef(options.minimap);
  useEffect(() => {
    if (!modeler || minimapShown.current === options.minimap) return;
    minimapShown.current = options.minimap;
    if (options.minimap) service<Toggle>(modeler, 'minimap')?.toggle(true);
  }, [modeler, options.minimap]);

  useEffect(() => {
    if (modeler) service<Toggle>(modeler, 'linting')?.toggle(options.lint);
  }, [modeler, options.lint]);

  useEffect(() => {
    if (modeler) service<{ setForm(form: FormFieldOption[]): void }>(modeler, 'designerLint')?.setForm(options.form);
  }, [modeler, options.form]);

  useEffect(() => {
    if (modeler && !options.simulation) service<{ toggleMode(active: boolean): void }>(modeler, 'toggleMode')?.toggleMode(false);
  }, [modeler, options.simulation]);
}
