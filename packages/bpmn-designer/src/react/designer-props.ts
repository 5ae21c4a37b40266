/**
 * What the web app gives the designer and gets back. The page owns loading and saving; the
 * designer owns the diagram. `services` feed the personnel dialog and the pickers of the panels
 * (spec 02: 'lists loaded from configured addresses').
 */
import type Modeler from 'bpmn-js/lib/Modeler';
import type { FormSchema } from '../form-designer';
import type { DesignerOptions } from '../options';

export interface PickUser {
  id: string;
  username: string;
  realname: string;
}

export interface PickDepart {
  id: string;
  title: string;
  /** '1' company, '2' department, '3' post, '5' duty: only category 5 is a duty */
  orgCategory: string;
  children?: PickDepart[];
}

export interface PickPosition {
  code: string;
  name: string;
}

export interface CustomAssignee {
  name: string;
  expression: string;
}

export interface DesignerServices {
  searchUsers(query: { keyword?: string; pageNo: number; pageSize: number }): Promise<{ records: PickUser[]; total: number }>;
  /** the single / multi user lookup by id (names of stored ids) */
  getUsersByIds(ids: string[]): Promise<PickUser[]>;
  getDepartTree(): Promise<PickDepart[]>;
  getPositions(): Promise<PickPosition[]>;
  getCustomAssignees(): Promise<CustomAssignee[]>;
}

export interface DesignerSaveResult {
  xml: string;
  svg: string;
  processKey: string;
  processName: string;
  /** the start form as the configuration drawer's form designer left it */
  startForm?: FormSchema;
  /** the diagram has lint errors and the user chose to save it as a draft (never deployable) */
  draft: boolean;
}

export interface BpmnDesignerProps {
  /** the diagram to open; a new diagram when absent */
  xml?: string;
  options?: Partial<DesignerOptions>;
  services?: DesignerServices;
  /**
   * shown as the toolbar's 保存 button when given. A save always lints (whether checking is
   * shown or not): with errors the user is asked, and only a draft is saved.
   */
  onSave?(result: DesignerSaveResult): Promise<void> | void;
  /** the diagram or the start form was edited (not called for the diagram opened at mount or imported by the page) */
  onChange?(): void;
  /** the configuration drawer changed the options (the page may remember them) */
  onOptionsChange?(options: DesignerOptions): void;
  /** CSS height of the designer (default 100%) */
  height?: number | string;
  /** the start form (JSON of the form designer); options.form is derived from it when given */
  startForm?: FormSchema;
  /** the form designer of the configuration drawer saved a start form */
  onStartFormChange?(schema: FormSchema): void;
}

export interface BpmnDesignerHandle {
  getXml(): Promise<string>;
  getSvg(): Promise<string>;
  importXml(xml: string): Promise<void>;
  /** the editing modeler (null until it is created): for pages that need a service of it */
  getModeler(): Modeler | null;
}
