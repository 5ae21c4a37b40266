import { useId } from 'react';

/**
 * antd derives input ids from the form name and field name; several of the panel's forms can be
 * on the page at once (drawers stay mounted), so each gets its own name to keep ids unique.
 */
export const useFormName = (prefix: string): string => `${prefix}${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
