import { useState } from 'react';
import { FileInput, NumberInput, Select, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  MAX_EVIDENCE_FILES,
  SKILL_MESSAGES,
  employeeSkillInput,
  type EmployeeSkillView,
} from '@tenure/domain/performance';
import { DateField } from '../../../components/DateField.tsx';
import { FormModal } from '../../../components/forms/FormModal.tsx';
import { localIsoDate } from '../../../lib/dates.ts';
import { reportSaveError, validateWith } from '../../../lib/forms/formErrors.ts';
import { useMessageText } from '../../../lib/i18n/useMessage.ts';
import { showToast } from '../../../lib/toast.ts';
import { useProficiencyLevels, useSaveMySkill, useSkillOptions } from './skillsApi.ts';

interface Values extends Record<string, unknown> {
  skillId: string;
  subSkillId: string;
  level: string;
  yearsOfExperience: number | string;
  lastUsed: string;
  comments: string;
}

const toFields = (v: Values): Record<string, string> => ({
  skillId: v.skillId,
  subSkillId: v.subSkillId,
  level: v.level,
  yearsOfExperience: String(v.yearsOfExperience),
  lastUsed: v.lastUsed,
  comments: v.comments,
});

/** Adds a skill (or changes one waiting for approval) with up to three evidence files. */
export function SkillEntryForm({ entry, onClose }: { entry: EmployeeSkillView | null; onClose(): void }) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const skills = useSkillOptions();
  const levels = useProficiencyLevels();
  const save = useSaveMySkill();
  const [files, setFiles] = useState<File[]>([]);
  const [fileError, setFileError] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      skillId: entry?.skillId ?? '',
      subSkillId: entry?.subSkillId ?? '',
      level: entry ? String(entry.level) : '',
      yearsOfExperience: entry?.yearsOfExperience ?? '',
      lastUsed: entry?.lastUsed ?? '',
      comments: entry?.comments ?? '',
    },
    validate: validateWith(employeeSkillInput(localIsoDate()), toFields),
  });
  const subSkills = skills.data?.find((s) => s.id === form.values.skillId)?.subSkills ?? [];
  const room = MAX_EVIDENCE_FILES - (entry?.evidence.length ?? 0);
  const errorOf = (path: string) => (form.errors[path] ? messageText(String(form.errors[path])) : undefined);

  const submit = form.onSubmit(async (values) => {
    if (files.length > room) {
      setFileError(SKILL_MESSAGES.tooManyEvidenceFiles(MAX_EVIDENCE_FILES));
      return;
    }
    try {
      await save.mutateAsync({ id: entry?.id ?? null, fields: toFields(values), files });
      showToast('success', entry ? t('skills.self.updated') : SKILL_MESSAGES.created);
      onClose();
    } catch (error) {
      if (error instanceof Error) {
        reportSaveError(
          error,
          (errors) => {
            if (errors.file) setFileError(messageText(errors.file));
            form.setErrors(errors);
          },
          messageText,
        );
      }
    }
  });

  return (
    <FormModal
      title={entry ? t('skills.self.editTitle') : t('skills.self.addTitle')}
      onClose={onClose}
      onSubmit={submit}
      saving={save.isPending}
    >
      <Select
        label={t('skills.fields.skill')}
        withAsterisk
        searchable
        data={(skills.data ?? []).map((s) => ({ value: s.id, label: `${s.name} (${s.categoryName})` }))}
        {...form.getInputProps('skillId')}
        onChange={(value) => {
          form.setFieldValue('skillId', value ?? '');
          form.setFieldValue('subSkillId', '');
        }}
        error={errorOf('skillId')}
      />
      <Select
        label={t('skills.fields.subSkill')}
        clearable
        disabled={subSkills.length === 0}
        data={subSkills.map((s) => ({ value: s.id, label: s.name }))}
        value={form.values.subSkillId || null}
        onChange={(value) => form.setFieldValue('subSkillId', value ?? '')}
        error={errorOf('subSkillId')}
      />
      <Select
        label={t('skills.fields.level')}
        withAsterisk
        data={(levels.data ?? []).map((l) => ({ value: String(l.level), label: `${l.level} – ${l.name}` }))}
        {...form.getInputProps('level')}
        error={errorOf('level')}
      />
      <NumberInput
        label={t('skills.fields.years')}
        withAsterisk
        min={0}
        max={60}
        step={0.5}
        decimalScale={1}
        {...form.getInputProps('yearsOfExperience')}
        error={errorOf('yearsOfExperience')}
      />
      <DateField
        label={t('skills.fields.lastUsed')}
        withAsterisk
        value={form.values.lastUsed}
        onChange={(value) => form.setFieldValue('lastUsed', value)}
        error={errorOf('lastUsed')}
      />
      <Textarea
        label={t('skills.fields.comments')}
        autosize
        minRows={2}
        {...form.getInputProps('comments')}
        error={errorOf('comments')}
      />
      <FileInput
        label={t('skills.fields.evidence')}
        description={t('skills.fields.evidenceHint', { count: room })}
        multiple
        clearable
        accept=".pdf,.doc,.docx,.jpg,.jpeg,.png"
        leftSection={<IconPaperclip size={16} aria-hidden />}
        value={files}
        onChange={(chosen) => {
          setFiles(chosen);
          setFileError(null);
        }}
        error={fileError}
        disabled={room <= 0}
      />
    </FormModal>
  );
}
