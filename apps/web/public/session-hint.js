// Runs before the page paints (a classic script in <head>; the CSP allows only our own files):
// a stored session marks the page, so the prerendered signed-out buttons ("Sign In", "Join
// Now") stay hidden until the app has drawn the signed-in header (decision 030).
try {
  if (localStorage.getItem('token') || localStorage.getItem('authToken')) {
    document.documentElement.setAttribute('data-session', 'stored');
  }
} catch (_) {
  // Storage switched off: no session can be stored either.
}
