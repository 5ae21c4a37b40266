/**
 * The diagram's own texts (palette, context pad, replace menu) in the designer's language.
 * `designerLanguage.set(lang)` switches them at run time: diagram-js redraws its palette on
 * 'i18n.changed'; the context pad and menus read translate each time they open.
 */
import type { DesignerLang } from '../../options';
import { zhCN } from './zh-cn';

interface EventBus {
  fire(event: string, payload?: unknown): void;
}

export class DesignerLanguage {
  static $inject = ['config', 'eventBus'];
  lang: DesignerLang;

  constructor(
    config: { designer?: { lang?: DesignerLang } },
    private readonly eventBus: EventBus,
  ) {
    this.lang = config.designer?.lang ?? 'zh_CN';
  }

  set(lang: DesignerLang) {
    if (lang === this.lang) return;
    this.lang = lang;
    this.eventBus.fire('i18n.changed');
  }
}

export type Translate = (template: string, replacements?: Record<string, string>) => string;

function createTranslate(language: DesignerLanguage): Translate {
  return (template, replacements = {}) => {
    const text = language.lang === 'zh_CN' ? (zhCN[template] ?? template) : template;
    return text.replace(/{([^}]+)}/g, (whole, key: string) => replacements[key] ?? whole);
  };
}
createTranslate.$inject = ['designerLanguage'];

export const translateModule = {
  designerLanguage: ['type', DesignerLanguage],
  translate: ['factory', createTranslate],
};
