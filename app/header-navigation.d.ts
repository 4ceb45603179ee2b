// The header's menus, made at build (app/integration/site-navigation.ts).
declare module "virtual:header-navigation" {
  // An ambient module cannot import a relative path: its type is named where it is used.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  const navigation: import("./integration/site-navigation").HeaderNavigation;
  export default navigation;
}
