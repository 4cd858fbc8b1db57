// Stands in for UIkit's tests/js/test.js (not in its npm package): loads UIkit's stylesheet, script and icons, as
// the test pages expect, from the package's dist/ folder.
document.write(
  '<link rel="stylesheet" href="/lib/uikit/css/uikit.css">' +
    '<script src="/lib/uikit/js/uikit.js"></script>' +
    '<script src="/lib/uikit/js/uikit-icons.js"></script>',
);
