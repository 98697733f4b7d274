/**
 * The phone project (390 px) runs the flows whose layout is its own on a phone: every screen's
 * accessibility walk, the storefront (shoppers are mostly on phones), the guided setup and launch (a
 * new merchant's first hour), the shell's navigation, and an order from a phone to completion. The
 * desktop project runs every flow. Both widths run in CI within its time budget this way.
 */
export const PHONE = '@phone';
