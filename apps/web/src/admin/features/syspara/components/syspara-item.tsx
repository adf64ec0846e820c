import { Badge, Button, NumberInput, Switch, TextInput, Textarea } from '@mantine/core';
import type { SysparaDefinitionVo } from '@caravan/contract';
import type { TFunction } from 'i18next';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../../lib/toast';
import type { SysparaArea } from '../api/list-syspara';
import { useUpdateSyspara } from '../api/update-syspara';
import { ADMIN_NS } from '../../../../lib/i18n';
import {
  SYSPARA_MAX_LENGTH,
  booleanSpelling,
  checkSysparaValue,
  isDefaultValue,
  isOn,
  type SysparaProblem,
} from '../lib/syspara-value';
import classes from '../../../components/admin-ui.module.css';
import { DateTime } from '../../../components/date-time';

function useProblemText() {
  const { t } = useTranslation(ADMIN_NS);
  return (problem: SysparaProblem): string => {
    switch (problem.error) {
      case 'min':
        return t('syspara.errors.min', { min: problem.min });
      case 'max':
        return t('syspara.errors.max', { max: problem.max });
      case 'tooLong':
        return t('syspara.errors.tooLong', { max: problem.max });
      default:
        return t(`syspara.errors.${problem.error}`);
    }
  };
}

/** One parameter: what it is, its bounds and default, and an editor checked before it is sent. */
export function SysparaItem({ definition, area }: { definition: SysparaDefinitionVo; area: SysparaArea }) {
  const { t } = useTranslation(ADMIN_NS);
  const problemText = useProblemText();
  const update = useUpdateSyspara(area);
  const [draft, setDraft] = useState(definition.value);
  const [saved, setSaved] = useState(definition.value);
  const [isTouched, setTouched] = useState(false);

  // A new value from the server (after saving, or a refetch) replaces an untouched draft.
  if (definition.value !== saved) {
    setSaved(definition.value);
    setDraft(definition.value);
    setTouched(false);
  }

  const check = checkSysparaValue(definition, draft);
  const isChanged = check.ok ? check.value !== definition.value : true;
  const error = isTouched && !check.ok ? problemText(check) : undefined;
  const inputId = `syspara-${definition.code}`;

  const save = (value: string) => {
    update.mutate(
      { code: definition.code, value },
      { onSuccess: () => toast.success(t('syspara.saved', { code: definition.code })) },
    );
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (check.ok && isChanged) save(check.value);
  };

  const bounds = boundsText(definition, t);
  return (
    <li className={classes.paramCard} data-testid="syspara-item" data-code={definition.code}>
      <div className={classes.paramInfo}>
        <div className={classes.paramHead}>
          <code className={classes.paramCode} id={`${inputId}-code`}>
            {definition.code}
          </code>
          <Badge variant="light" color="gray" radius="sm">
            {t(`syspara.types.${definition.type}`)}
          </Badge>
          {isDefaultValue(definition, definition.value) && (
            <Badge variant="light" color="teal" radius="sm" data-testid="syspara-default">
              {t('syspara.isDefault')}
            </Badge>
          )}
        </div>
        {/* In the console's language; the server's English for a parameter the catalogue lacks. */}
        <p className={classes.paramDescription}>
          {t(`syspara.descriptions.${definition.code}`, { defaultValue: definition.description })}
        </p>
        <dl className={classes.paramMeta}>
          <div>
            <dt>{t('syspara.default')}</dt>
            <dd>
              <bdi>{displayValue(definition, definition.defaultValue, t)}</bdi>
            </dd>
          </div>
          {bounds && (
            <div>
              <dt>{t('syspara.bounds')}</dt>
              <dd>{bounds}</dd>
            </div>
          )}
          <div>
            <dt>{t('syspara.updatedAt')}</dt>
            <dd>
              <DateTime value={definition.updatedAt} />
            </dd>
          </div>
        </dl>
      </div>
      <form className={classes.paramEditor} onSubmit={handleSubmit} noValidate>
        <ValueEditor
          definition={definition}
          id={inputId}
          value={draft}
          error={error}
          onChange={(value) => {
            setDraft(value);
            setTouched(true);
          }}
        />
        <div className={classes.buttonRow}>
          <Button
            type="submit"
            size="xs"
            disabled={!isChanged}
            loading={update.isPending}
            data-testid="syspara-save"
          >
            {t('common.save')}
          </Button>
          {draft !== definition.value && (
            <Button
              size="xs"
              variant="default"
              onClick={() => {
                setDraft(definition.value);
                setTouched(false);
              }}
            >
              {t('syspara.undo')}
            </Button>
          )}
          {!isDefaultValue(definition, draft) && (
            <Button size="xs" variant="subtle" onClick={() => setDraft(definition.defaultValue)}>
              {t('syspara.useDefault')}
            </Button>
          )}
        </div>
      </form>
    </li>
  );
}

type Translate = TFunction<typeof ADMIN_NS>;

function boundsText(definition: SysparaDefinitionVo, t: Translate): string | null {
  const { min, max } = definition;
  if (min !== null && max !== null) return t('syspara.range', { min, max });
  if (min !== null) return t('syspara.atLeast', { min });
  if (max !== null) return t('syspara.atMost', { max });
  return null;
}

function displayValue(definition: SysparaDefinitionVo, value: string, t: Translate): string {
  if (definition.type === 'boolean') return isOn(value) ? t('syspara.on') : t('syspara.off');
  return value === '' ? t('syspara.emptyValue') : value;
}

type ValueEditorProps = {
  definition: SysparaDefinitionVo;
  id: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
};

function ValueEditor({ definition, id, value, error, onChange }: ValueEditorProps) {
  const { t } = useTranslation(ADMIN_NS);
  const label = t('syspara.value');
  // Every parameter's field shows "Value": its name says which parameter's ("Value
  // ORDER_AUTO_CANCEL_MINUTES"), and a switch, whose label says its state, is named by the code.
  const labelledBy = `${id}-label ${id}-code`;
  switch (definition.type) {
    case 'integer':
    case 'decimal':
      return (
        <NumberInput
          id={id}
          label={label}
          aria-labelledby={labelledBy}
          value={value}
          onChange={(next) => onChange(String(next))}
          min={definition.min ?? undefined}
          max={definition.max ?? undefined}
          allowDecimal={definition.type === 'decimal'}
          // Out-of-range values are reported, not silently changed on blur.
          clampBehavior="none"
          trimLeadingZeroesOnBlur={false}
          error={error}
          dir="ltr"
          data-testid="syspara-input"
        />
      );
    case 'boolean': {
      const spelling = booleanSpelling(definition);
      const isChecked = isOn(value);
      return (
        <Switch
          id={id}
          label={isChecked ? t('syspara.on') : t('syspara.off')}
          aria-labelledby={`${id}-code`}
          checked={isChecked}
          onChange={(event) => onChange(event.currentTarget.checked ? spelling.on : spelling.off)}
          error={error}
          // Mantine marks a lone switch's error (announced as it appears) but not the switch itself.
          aria-invalid={Boolean(error)}
          size="md"
          data-testid="syspara-input"
        />
      );
    }
    case 'url':
      return (
        <TextInput
          id={id}
          label={label}
          aria-labelledby={labelledBy}
          type="url"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          error={error}
          dir="ltr"
          maxLength={SYSPARA_MAX_LENGTH}
          data-testid="syspara-input"
        />
      );
    case 'text':
      return (
        <Textarea
          id={id}
          label={label}
          aria-labelledby={labelledBy}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          error={error}
          autosize
          minRows={1}
          maxRows={6}
          maxLength={SYSPARA_MAX_LENGTH}
          dir="auto"
          data-testid="syspara-input"
        />
      );
  }
}
