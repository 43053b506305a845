import type { ReactNode } from 'react';
import { reloadPage } from '../browser/reloadPage';
import { confirmTexts, dialogTitles } from './confirmTexts';
import { feedback } from './feedback';

export function showSuccessDialog(content: ReactNode): void {
  feedback().modal.success({ title: dialogTitles.success, content, centered: true });
}

export function showErrorDialog(content: ReactNode): void {
  feedback().modal.error({ title: dialogTitles.error, content, centered: true });
}

export function showInfoDialog(content: ReactNode): void {
  feedback().modal.info({ title: dialogTitles.info, content, centered: true });
}

/** The error dialog that offers 'Refresh this page' or 'Back to previos page'. */
export function showRecoveryDialog(content: ReactNode): void {
  feedback().modal.error({
    title: dialogTitles.error,
    content,
    centered: true,
    okCancel: true,
    okText: dialogTitles.refresh,
    cancelText: dialogTitles.back,
    onOk: () => reloadPage(),
    onCancel: () => window.history.back(),
  });
}

export interface ConfirmOptions {
  okText?: string;
  cancelText?: string;
  danger?: boolean;
}

/** 'Are you sure?' with the given text; resolves true when the user confirms. */
export function confirm(text: ReactNode, options: ConfirmOptions = {}): Promise<boolean> {
  return new Promise((resolve) => {
    feedback().modal.confirm({
      title: confirmTexts.title,
      content: text,
      centered: true,
      okText: options.okText ?? confirmTexts.yes,
      cancelText: options.cancelText ?? confirmTexts.cancel,
      okButtonProps: { danger: options.danger ?? false },
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

export const confirmDeleteItems = (items: string) => confirm(confirmTexts.deleteItems(items));
export const confirmAction = (action: string) => confirm(confirmTexts.action(action));
export const confirmSaveQuest = (save: string) => confirm(confirmTexts.saveQuest(save));
export const confirmSaveConfiguration = (save: string) =>
  confirm(confirmTexts.saveConfiguration(save));
export const confirmSaveThese = () => confirm(confirmTexts.saveThese());
export const confirmUploadFile = (fileName: string) => confirm(confirmTexts.uploadFile(fileName));
export const confirmDelete = (name: string) =>
  confirm(confirmTexts.deleteOne(name), { danger: true });

/** 'You won't be able to revert this!' with 'Yes, delete it!' / 'No, cancel!'. */
export const confirmIrreversible = () =>
  confirm(confirmTexts.irreversible, {
    okText: confirmTexts.irreversibleOk,
    cancelText: confirmTexts.irreversibleCancel,
    danger: true,
  });
