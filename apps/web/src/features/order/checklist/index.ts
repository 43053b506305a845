// The order feature's planning board opens these popups; nothing else here is public.
export { ChecklistModal, type ChecklistModalProps } from './ChecklistModal';
export { ChecklistCompare, type ChecklistCompareProps } from './ChecklistCompare';
