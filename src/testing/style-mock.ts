// Stylesheets have no meaning under jsdom; webpack bundles them for the browser.
export default {};
