import { initialsOf } from '../../lib/initials';
import { CloseIcon } from '@detailing/ui';

export interface PanelHeaderProps {
  readonly titleId: string;
  readonly businessName: string;
  readonly onClose: () => void;
}

export function PanelHeader({ titleId, businessName, onClose }: PanelHeaderProps) {
  return (
    <div className="header">
      <span className="avatar" aria-hidden="true">
        {initialsOf(businessName)}
      </span>
      <div className="heading">
        <h2 id={titleId} className="title">
          Live Chat
        </h2>
        <p className="subtitle">{businessName}</p>
      </div>
      <button type="button" className="icon-button" aria-label="Close chat" onClick={onClose}>
        <CloseIcon />
      </button>
    </div>
  );
}
