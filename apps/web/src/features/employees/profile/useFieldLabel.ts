import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { employeesEn } from '../locales/employees-en.ts';

type FieldName = keyof typeof employeesEn.fields;
const isFieldName = (name: string): name is FieldName => name in employeesEn.fields;

/** The label of a profile field by its name; a name without a text shows as it is. */
export function useFieldLabel(): (name: string) => string {
  const { t } = useTranslation();
  return useCallback((name: string) => (isFieldName(name) ? t(`employees.fields.${name}`) : name), [t]);
}
