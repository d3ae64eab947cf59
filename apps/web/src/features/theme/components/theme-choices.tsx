import { CheckOutlined } from '@ant-design/icons';
import type { ThemeOption } from '@onehall/contract';
import { themeTokens } from '../../../stores/theme.ts';
import './theme.css';

export interface ThemeChoicesProps {
  themes: readonly ThemeOption[];
  value: string | null;
  onChange(themeId: string): void;
  /** The group's accessible name. */
  label: string;
  disabled?: boolean;
}

/** The themes as swatches, one radio each (arrow keys move between them). */
export function ThemeChoices({ themes, value, onChange, label, disabled }: ThemeChoicesProps) {
  return (
    <div className="oh-theme-choices" role="radiogroup" aria-label={label}>
      {themes.map((t) => {
        const tokens = themeTokens({ themeId: t.themeId, themeColor: t.themeColor, themeMode: t.themeMode });
        const checked = t.themeId === value;
        return (
          <label key={t.themeId} className={`oh-theme-choice${checked ? ' oh-theme-choice--checked' : ''}`}>
            <input
              type="radio"
              className="oh-theme-choice__input"
              name={label}
              value={t.themeId}
              checked={checked}
              disabled={disabled}
              onChange={() => onChange(t.themeId)}
            />
            <span className="oh-theme-choice__swatch" style={{ background: tokens.color.background }} aria-hidden="true">
              <span className="oh-theme-choice__bar" style={{ background: tokens.color.primary }} />
              <span className="oh-theme-choice__card" style={{ background: tokens.color.surface, borderColor: tokens.color.border }} />
              {checked && <CheckOutlined className="oh-theme-choice__check" style={{ color: tokens.color.onPrimary }} />}
            </span>
            <span className="oh-theme-choice__name">
              {t.themeName}
              {t.themeMode === 'dark' && <span className="oh-theme-choice__mode">深色</span>}
            </span>
          </label>
        );
      })}
    </div>
  );
}
