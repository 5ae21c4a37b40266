/**
 * The advanced query's fields from a list's catalogue (@bus/contracts list-fields), the one the
 * server builds its allowlist from: the fields marked `advanced`, with their labels, dictionaries
 * and choices. A page may pick some (in its own order) and adjust what it shows.
 */
import type { ListFieldCatalogue, ListFieldSpec } from '@bus/contracts';
import type { SuperQueryField } from './super-query-logic';

function kindOf(spec: ListFieldSpec): Pick<SuperQueryField, 'type' | 'dictCode' | 'options' | 'dbType'> {
  const dbType = spec.type === 'number' ? { dbType: 'int' } : {};
  if (spec.dict) return { type: 'dict', dictCode: spec.dict, ...dbType };
  if (spec.choices) return { type: 'options', options: spec.choices.map((choice) => ({ ...choice })), ...dbType };
  if (spec.type === 'boolean')
    return {
      type: 'options',
      options: [
        { value: 'true', label: '是' },
        { value: 'false', label: '否' },
      ],
    };
  return { type: spec.type, ...dbType };
}

export function superQueryFieldsOf<T extends ListFieldCatalogue>(
  catalogue: T,
  options: { pick?: ReadonlyArray<keyof T & string>; adjust?: { [K in keyof T]?: Partial<Omit<SuperQueryField, 'field'>> } } = {},
): SuperQueryField[] {
  const names = options.pick ?? Object.keys(catalogue).filter((name) => catalogue[name].advanced);
  return names.map((name) => {
    const spec = catalogue[name];
    if (!spec.advanced) throw new Error(`${name} is not offered in the advanced query of this list`);
    return { field: name, label: spec.label, ...kindOf(spec), ...options.adjust?.[name] };
  });
}
