// Explains why a control is disabled. A disabled button gets no pointer or focus events, so the tooltip
// sits on a focusable wrapper (MUI's advice), and the reason is announced as the wrapper's description.
import type { ReactElement } from 'react';
import { Tooltip } from '@mui/material';

interface DisabledWithTooltipProps {
  /** Show the tooltip (the control is disabled); otherwise the control is rendered as is. */
  active: boolean;
  title: string;
  tabIndex?: 0 | -1;
  children: ReactElement;
}

export function DisabledWithTooltip({ active, title, tabIndex = 0, children }: DisabledWithTooltipProps) {
  if (!active) return children;
  return (
    <Tooltip title={title} describeChild>
      <span tabIndex={tabIndex} style={{ display: 'inline-block' }}>
        {children}
      </span>
    </Tooltip>
  );
}
