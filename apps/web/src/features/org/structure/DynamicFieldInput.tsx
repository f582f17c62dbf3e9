import { NumberInput, Select, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { DynamicFieldDefinition } from '@tenure/domain/org';
import { DateField } from '../../../components/DateField.tsx';

interface DynamicFieldInputProps {
  field: DynamicFieldDefinition;
  inputProps: GetInputPropsReturnType;
  error: string | undefined;
}

/** One field of a component type, drawn from its definition (text, number, date or a list of options). */
export function DynamicFieldInput({ field, inputProps, error }: DynamicFieldInputProps) {
  const common = { label: field.label, withAsterisk: field.required, error };
  switch (field.type) {
    case 'number':
      return <NumberInput {...inputProps} {...common} allowDecimal />;
    case 'date':
      return <DateField {...inputProps} {...common} clearable={!field.required} />;
    case 'select':
      return (
        <Select
          {...inputProps}
          {...common}
          data={field.options ?? []}
          clearable={!field.required}
          allowDeselect={!field.required}
        />
      );
    case 'text':
      return <TextInput {...inputProps} {...common} />;
  }
}
