/**
 * FooterNavShow = false (docs/product.md, Navigation): a page that renders `<FooterNavHidden />` anywhere in its body
 * hides the footer navigation; every other page shows it. It is a marker the footer's CSS looks for
 * (`body:has(...)`), so it works in the server-rendered HTML, before and without JavaScript, and
 * unmounting the page restores the navigation with no state to reset.
 */
export function FooterNavHidden() {
  return <span hidden data-footer-nav-show="false" />;
}
