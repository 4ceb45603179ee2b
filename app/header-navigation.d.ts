// The header's menus, made at build (app/integration/site-navigation.ts).
declare module "virtual:header-navigation" {
  const navigation: import("./integration/site-navigation").HeaderNavigation;
  export default navigation;
}
