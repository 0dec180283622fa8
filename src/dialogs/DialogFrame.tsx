import '@mantine/core/styles/CloseButton.css';
import { CloseButton } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import site from 'virtual:site';
import { DIALOG_TITLE_SLOT_ATTRIBUTE, dialogCloseFormId, GOAL_FORM_ATTRIBUTE } from '../ui/dialog-attributes.ts';
import { SpriteIcon } from '../ui/sprite-icon.tsx';
import { IconX } from '../ui/sprite-icons.ts';
import classes from './Dialog.module.css';

export interface DialogFrameProps {
  id: string;
  /** "modal": centred, at most 500 px wide; "panel": a side panel on the right. */
  frame: 'modal' | 'panel';
  title: string;
  /** The dialog's name, which its goals are counted under. */
  goal: string;
  children: ReactNode;
}

/**
 * A dialog the page carries, closed, for its buttons to open at once (src/dialogs/open-dialog.ts). It closes with
 * its X, with Escape, with a click beside it, and from a form's cancel button (a button of the X's form), all without script.
 */
export function DialogFrame({ id, frame, title, goal, children }: DialogFrameProps) {
  const titleId = useId();
  return (
    <dialog
      id={id}
      className={frame === 'panel' ? classes.panel : classes.modal}
      aria-labelledby={titleId}
      closedby="any"
      {...{ [GOAL_FORM_ATTRIBUTE]: goal }}
    >
      <div className={classes.header}>
        <h2 id={titleId} className={classes.title} {...{ [DIALOG_TITLE_SLOT_ATTRIBUTE]: '' }}>
          {title}
        </h2>
        <form method="dialog" id={dialogCloseFormId(id)} className={classes.closeForm}>
          {/* Tabler's X from the page's sprite: Mantine's own wrote its path into every dialog of the page. */}
          <CloseButton type="submit" aria-label={site.ui.close} icon={<SpriteIcon icon={IconX} size={20} />} />
        </form>
      </div>
      <div className={classes.body}>{children}</div>
    </dialog>
  );
}
