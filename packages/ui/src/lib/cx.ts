// One import name for class joining across components.
export { clsx as cx } from 'clsx';
