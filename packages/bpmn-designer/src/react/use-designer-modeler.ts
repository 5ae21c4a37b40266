/**
 * The designer's Modeler: created in the container when the component mounts and destroyed when
 * it unmounts. Importing a diagram of another engine creates a new one, because the engine whose
 * attributes are declared (typed) is fixed when a Modeler is made (see engines/descriptors.ts);
 * everything else reuses the same Modeler.
 */
import type Modeler from 'bpmn-js/lib/Modeler';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { engineOf, engineOfXml } from '../engines/engine-of';
import { SWITCH_ENGINE_COMMAND } from '../engines/engine-module';
import type { ModdleObject } from '../engines/moddle-tree';
import { lintModule } from '../lint';
import { createModeler } from '../modeler/create-modeler';
import type { DesignerOptions, Engine } from '../options';
import { panelsModule } from '../panels';
import { simulationModules } from '../simulation';
import { fit } from './diagram-actions';

interface Session {
  xml: string;
  engine: Engine;
  serial: number;
}

interface EventBus {
  on(events: string | string[], callback: () => void): void;
}

export interface DesignerModeler {
  modeler: Modeler | null;
  /** a diagram is loaded in the modeler (before that, or after a failed import, there is none) */
  ready: boolean;
  /** the engine the diagram is written for now (follows switches, undo and imports) */
  engine: Engine;
  /** counts imports and edits: views derived from the diagram refresh on it */
  revision: number;
  /** why the diagram given at mount (or after a change of engine) could not be read */
  error?: string;
  importDiagram(xml: string): Promise<void>;
}

/** Sibling modules may be one module or a list. */
const modulesOf = (value: unknown) => (Array.isArray(value) ? value : value ? [value] : []);

export function useDesignerModeler(container: RefObject<HTMLDivElement | null>, initialXml: string, options: DesignerOptions): DesignerModeler {
  const [session, setSession] = useState<Session>(() => ({ xml: initialXml, engine: engineOfXml(initialXml, options.engine), serial: 0 }));
  const [modeler, setModeler] = useState<Modeler | null>(null);
  const [engine, setEngine] = useState<Engine>(session.engine);
  const [revision, setRevision] = useState(0);
  const [error, setError] = useState<string>();
  const [ready, setReady] = useState(false);
  // read when a modeler is made; later changes reach the running modeler through its services
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    const created = createModeler({
      container: container.current!,
      engine: session.engine,
      lang: latest.current.lang,
      // closed at first, so it covers nothing of the diagram: its tab opens it
      minimap: false,
      additionalModules: [panelsModule, lintModule, ...modulesOf(simulationModules)],
      config: { linting: { active: latest.current.lint }, designerLint: { form: latest.current.form } },
    });
    const refresh = () => {
      setReady(!!created.getDefinitions());
      setEngine(engineOf(created.getDefinitions() as unknown as ModdleObject, session.engine));
      setRevision((value) => value + 1);
    };
    const eventBus = created.get<EventBus>('eventBus');
    eventBus.on('import.done', refresh);
    eventBus.on([`commandStack.${SWITCH_ENGINE_COMMAND}.executed`, `commandStack.${SWITCH_ENGINE_COMMAND}.reverted`], refresh);
    eventBus.on('commandStack.changed', () => setRevision((value) => value + 1));
    // the canvas follows its container (window resized, panel shown, view mode left)
    const observer = new ResizeObserver(() => created.get<{ resized(): void }>('canvas').resized());
    observer.observe(container.current!);
    setModeler(created);
    setReady(false);
    setError(undefined);
    let alive = true;
    created
      .importXML(session.xml)
      .then(() => alive && fit(created))
      .catch((reason: Error) => alive && setError(reason.message));
    return () => {
      alive = false;
      observer.disconnect();
      created.destroy();
      setModeler(null);
    };
  }, [container, session]);

  const importDiagram = useCallback(
    async (xml: string) => {
      if (!modeler) throw new Error('modeler not ready');
      const target = engineOfXml(xml, engine);
      if (target === session.engine) {
        await modeler.importXML(xml);
        setError(undefined);
        fit(modeler);
        return;
      }
      // check the XML reads before giving up the current diagram for a new modeler
      await modeler.get<{ fromXML(xml: string, type: string): Promise<unknown> }>('moddle').fromXML(xml, 'bpmn:Definitions');
      setSession((current) => ({ xml, engine: target, serial: current.serial + 1 }));
    },
    [modeler, engine, session.engine],
  );

  return { modeler, ready, engine, revision, error, importDiagram };
}
