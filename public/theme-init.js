(function () {
  try {
    if (localStorage.getItem('theme') === 'dark') document.documentElement.classList.add('dark');
  } catch (e) {
    /* storage blocked: keep the light default */
  }
})();
