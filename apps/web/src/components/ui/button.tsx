import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const variants = {
  primary:
    'bg-primary text-primary-foreground shadow-lg shadow-primary/20 hover:bg-primary/90 active:bg-primary/80',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
  outline: 'border border-input bg-transparent text-foreground hover:bg-muted',
  ghost: 'bg-transparent text-foreground hover:bg-muted',
  destructive: 'bg-destructive-fill text-destructive-foreground hover:bg-destructive-fill/90',
  link: 'h-auto px-0 text-primary underline-offset-4 hover:underline',
} as const;

const sizes = {
  sm: 'h-9 rounded-lg px-3 text-sm',
  md: 'h-11 rounded-xl px-5 text-sm',
  lg: 'h-12 rounded-xl px-6 text-base',
  icon: 'size-11 rounded-xl',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Renders the child element (e.g. a router Link) with button styling. */
  asChild?: boolean;
}

export function buttonClassName(variant: ButtonVariant = 'primary', size: ButtonSize = 'md') {
  return cn(
    'inline-flex shrink-0 cursor-pointer items-center justify-center gap-2 font-semibold whitespace-nowrap transition-colors select-none',
    'disabled:pointer-events-none disabled:opacity-50 [&_svg]:size-4 [&_svg]:shrink-0',
    sizes[size],
    variants[variant],
  );
}

export function Button({ variant, size, asChild = false, className, type, ...props }: ButtonProps) {
  if (asChild) {
    return <Slot className={cn(buttonClassName(variant, size), className)} {...props} />;
  }
  return (
    <button
      type={type ?? 'button'}
      className={cn(buttonClassName(variant, size), className)}
      {...props}
    />
  );
}
