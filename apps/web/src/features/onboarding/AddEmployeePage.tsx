import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Group,
  Modal,
  NativeSelect,
  Paper,
  SegmentedControl,
  Stack,
  Stepper,
  Text,
} from '@mantine/core';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  ONBOARDING_STEPS,
  checkAge,
  type AgeCheck,
  type DraftType,
  type OnboardedView,
  type OnboardingStep,
} from '@tenure/domain/onboarding';
import { countryOfEntity } from '@tenure/domain/validation';
import { Page } from '../../components/Page.tsx';
import { LoadErrorState, LoadingState } from '../../components/QueryStates.tsx';
import { ApiRequestError } from '../../lib/api/index.ts';
import { useFormatDate } from '../../lib/dates.ts';
import { reportSaveError } from '../../lib/forms/formErrors.ts';
import { useMessageText } from '../../lib/i18n/useMessage.ts';
import { useSessionStore } from '../../lib/session/store.ts';
import { showToast } from '../../lib/toast.ts';
import { SectionFields, SECTION_FIELDS, type FormValues } from '../employees/index.ts';
import { useTenantFlags } from '../../lib/tenant/api.ts';
import { useDraft, useOnboard, useOnboardingOptions, useSaveDraft, type OnboardingKind } from './api.ts';
import { DraftList } from './DraftList.tsx';
import { JobStep } from './JobStep.tsx';
import {
  onboardingFormValues,
  stepErrors,
  stepOfErrors,
  toDraftData,
  toRowInput,
  type OnboardingFormValues,
} from './onboardingForm.ts';
import { PoliciesStep } from './PoliciesStep.tsx';
import { ReviewStep } from './ReviewStep.tsx';

/**
 * /add-employee (employees, and consultants on the Consultant tab) and /employee-job-onboarding
 * (the job-onboarding drafts: people whose personal details were captured first). One stepped
 * form; each step is checked with the shared schema of the entity's country before the next, the
 * server checks everything again and its field errors come back to their step.
 */
export function AddEmployeePage({ mode }: { mode: 'add' | 'jobOnboarding' }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const kind: OnboardingKind = mode === 'add' && params.get('kind') === 'consultant' ? 'consultant' : 'employee';
  const draftType: DraftType = mode === 'jobOnboarding' ? 'jobOnboarding' : kind;
  const draftId = params.get('draft');
  const flags = useTenantFlags().data?.flags;
  const options = useOnboardingOptions(kind);
  const draft = useDraft(draftType, draftId);
  // A new form for another kind or a resumed draft; saving a draft or finishing keeps the form.
  const [formKey, setFormKey] = useState(0);
  const setParam = (name: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value === null) next.delete(name);
      else next.set(name, value);
      return next;
    });

  const title = mode === 'add' ? t('onboarding.addTitle') : t('onboarding.jobTitle');
  const intro = mode === 'add' ? t('onboarding.addIntro') : t('onboarding.jobIntro');
  const ready = options.data && flags && (!draftId || draft.data);
  const failed = options.error ?? draft.error;
  return (
    <Page title={title} intro={intro}>
      {mode === 'add' && (
        <SegmentedControl
          aria-label={t('onboarding.kinds.label')}
          value={kind}
          onChange={(value) => setParams(value === 'consultant' ? { kind: value } : {})}
          data={[
            { value: 'employee', label: t('onboarding.kinds.employee') },
            { value: 'consultant', label: t('onboarding.kinds.consultant') },
          ]}
          style={{ alignSelf: 'flex-start' }}
        />
      )}
      {failed ? (
        <LoadErrorState error={failed} onRetry={() => void (options.error ? options.refetch() : draft.refetch())} />
      ) : !ready ? (
        <LoadingState />
      ) : (
        <OnboardingForm
          key={`${kind}:${formKey}`}
          kind={kind}
          draftType={draftType}
          draftId={draftId}
          draft={draft.data ?? null}
          options={options.data}
          flags={flags}
          onDraftSaved={(id) => setParam('draft', id)}
          onDone={() => setParam('draft', null)}
        />
      )}
      {flags?.drafts && (
        <DraftList
          type={draftType}
          onResume={(id) => {
            setParam('draft', id);
            setFormKey((k) => k + 1);
          }}
        />
      )}
    </Page>
  );
}

interface OnboardingFormProps {
  kind: OnboardingKind;
  draftType: DraftType;
  draftId: string | null;
  draft: { step: OnboardingStep; title: string; updatedAt: string; data: Record<string, unknown> } | null;
  options: NonNullable<ReturnType<typeof useOnboardingOptions>['data']>;
  flags: Record<string, boolean>;
  onDraftSaved(draftId: string): void;
  onDone(): void;
}

function OnboardingForm({
  kind,
  draftType,
  draftId,
  draft,
  options,
  flags,
  onDraftSaved,
  onDone,
}: OnboardingFormProps) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const { formatDate } = useFormatDate();
  const sessionEntity = useSessionStore((s) => s.entity?.legalEntityCode);
  const defaultEntity =
    options.legalEntities.find((e) => e.code === sessionEntity)?.code ?? options.legalEntities[0]?.code ?? '';
  const form = useForm<OnboardingFormValues>({
    initialValues: onboardingFormValues(draft?.data, {
      legalEntityCode: defaultEntity,
      employmentType: kind === 'consultant' ? 'Contractor' : 'Full Time',
    }),
  });
  const [step, setStep] = useState<OnboardingStep>(draft?.step ?? (draftType === 'jobOnboarding' ? 'job' : 'personal'));
  const [age, setAge] = useState<Exclude<AgeCheck, { kind: 'ok' }> | null>(null);
  // The pop-up keeps its last check while it closes, so its title and text do not change as it fades out.
  const [ageOpen, setAgeOpen] = useState(false);
  const [done, setDone] = useState<OnboardedView | null>(null);
  const onboard = useOnboard(kind);
  const saveDraft = useSaveDraft(draftType);
  const index = ONBOARDING_STEPS.indexOf(step);
  const country = countryOfEntity(form.values.job.legalEntityCode);
  // The profile's section inputs, on this form's `personal.` and `contact.` parts.
  const sectionForm = form as unknown as UseFormReturnType<FormValues>;

  useEffect(() => {
    if (draft)
      showToast(
        'info',
        t('onboarding.resumedDraft', { title: draft.title, date: formatDate(draft.updatedAt.slice(0, 10)) }),
      );
    // Once, for the draft this form was opened with.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const goTo = (next: OnboardingStep) => {
    setStep(next);
    window.scrollTo({ top: 0 });
  };

  const next = () => {
    const errors = stepErrors(step, form.values);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    if (step === 'job' && flags.ageRestrictionPopups) {
      const checked = checkAge(
        country,
        String(form.values.personal.dateOfBirth ?? '') || undefined,
        form.values.job.dateOfJoining,
      );
      if (checked.kind !== 'ok') {
        if (checked.kind === 'underAge') form.setFieldError('personal.dateOfBirth', checked.message);
        setAge(checked);
        setAgeOpen(true);
        return;
      }
    }
    goTo(ONBOARDING_STEPS[index + 1]!);
  };

  const save = () =>
    saveDraft.mutate(
      { draftId, input: { step, data: toDraftData(form.values) } },
      {
        onSuccess: (saved) => {
          showToast('success', t('onboarding.draftSaved'));
          if (saved.draftId !== draftId) onDraftSaved(saved.draftId);
        },
        onError: (error) => showToast('error', messageText(error.message)),
      },
    );

  const submit = () =>
    onboard.mutate(
      { row: toRowInput(form.values), draftId: draftId ?? undefined },
      {
        onSuccess: (created) => {
          setDone(created);
          onDone();
        },
        onError: (error) => {
          reportSaveError(error, form.setErrors, messageText);
          if (error instanceof ApiRequestError && Object.keys(error.fieldErrors).length > 0)
            goTo(stepOfErrors(error.fieldErrors));
        },
      },
    );

  if (done) {
    return (
      <Alert color="green" icon={<IconCircleCheck size={18} aria-hidden />} role="status" data-testid="onboarded">
        <Stack gap="sm" align="flex-start">
          <Text>
            {t('onboarding.added', {
              name: done.displayName,
              number: done.employeeNumber,
              email: form.values.job.workEmail,
            })}
          </Text>
          <Group gap="sm">
            <Button
              component={Link}
              to={`/employee-profile?empNumber=${encodeURIComponent(done.employeeNumber)}`}
              variant="light"
            >
              {t('onboarding.openProfile')}
            </Button>
            <Button
              onClick={() => {
                form.setValues(
                  onboardingFormValues(
                    {},
                    {
                      legalEntityCode: defaultEntity,
                      employmentType: kind === 'consultant' ? 'Contractor' : 'Full Time',
                    },
                  ),
                );
                setDone(null);
                goTo('personal');
              }}
            >
              {t('onboarding.addAnother')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }

  return (
    <Paper withBorder p="md" radius="md">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (step === 'review') submit();
          else next();
        }}
        data-testid="onboarding-form"
      >
        <Stack gap="md">
          <Stepper
            active={index}
            onStepClick={(i) => i < index && goTo(ONBOARDING_STEPS[i]!)}
            size="sm"
            aria-label={t('onboarding.stepsLabel')}
          >
            {ONBOARDING_STEPS.map((s) => (
              <Stepper.Step key={s} label={t(`onboarding.steps.${s}`)} />
            ))}
          </Stepper>
          {step === 'personal' && (
            <>
              <SelectEntity form={form} options={options} />
              <SectionFields
                section="personal"
                country={country}
                fields={SECTION_FIELDS.personal}
                form={sectionForm}
                prefix="personal."
              />
            </>
          )}
          {step === 'contact' && (
            <SectionFields
              section="contact"
              country={country}
              fields={SECTION_FIELDS.contact}
              form={sectionForm}
              prefix="contact."
            />
          )}
          {step === 'job' && (
            <JobStep
              form={form}
              options={options}
              kind={kind}
              flags={{
                autoEmployeeNumberGeneration: flags.autoEmployeeNumberGeneration ?? false,
                gradeAndLevelInOnboarding: flags.gradeAndLevelInOnboarding ?? false,
              }}
            />
          )}
          {step === 'policies' && <PoliciesStep form={form} plans={options.plans} />}
          {step === 'review' && <ReviewStep values={form.values} options={options} />}
          <Group justify="space-between">
            <Button variant="default" onClick={() => goTo(ONBOARDING_STEPS[index - 1]!)} disabled={index === 0}>
              {t('onboarding.back')}
            </Button>
            <Group gap="sm">
              {flags.drafts && (
                <Button variant="light" onClick={save} loading={saveDraft.isPending}>
                  {t('onboarding.saveDraft')}
                </Button>
              )}
              <Button type="submit" loading={onboard.isPending}>
                {step === 'review'
                  ? kind === 'consultant'
                    ? t('onboarding.submitConsultant')
                    : t('onboarding.submitEmployee')
                  : t('onboarding.next')}
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
      <Modal
        opened={ageOpen}
        onClose={() => setAgeOpen(false)}
        title={age?.kind === 'underAge' ? t('onboarding.age.underTitle') : t('onboarding.age.unusualTitle')}
        centered
        closeButtonProps={{ 'aria-label': t('app.close') }}
      >
        <Stack gap="md" data-testid="age-popup">
          <Text>{age ? messageText(age.message) : ''}</Text>
          <Group justify="flex-end" gap="sm">
            <Button
              variant={age?.kind === 'underAge' ? 'filled' : 'default'}
              onClick={() => {
                setAgeOpen(false);
                goTo('personal');
              }}
              data-autofocus
            >
              {t('onboarding.age.change')}
            </Button>
            {age?.kind === 'unusual' && (
              <Button
                onClick={() => {
                  setAgeOpen(false);
                  goTo('policies');
                }}
              >
                {t('onboarding.age.continue')}
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

/** The legal entity comes first: its country decides the rules of every later field. */
function SelectEntity({
  form,
  options,
}: {
  form: UseFormReturnType<OnboardingFormValues>;
  options: OnboardingFormProps['options'];
}) {
  const { t } = useTranslation();
  const messageText = useMessageText();
  const props = form.getInputProps('job.legalEntityCode');
  return (
    <NativeSelect
      {...props}
      withAsterisk
      data-field="legalEntityCode"
      error={typeof props.error === 'string' ? messageText(props.error) : undefined}
      label={t('onboarding.fields.legalEntityCode')}
      data={options.legalEntities.map((e) => ({ value: e.code, label: `${e.name} (${e.code})` }))}
    />
  );
}
