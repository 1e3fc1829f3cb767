import { createApp } from 'vue';
import '@variant-board/element';
import App from './App.vue';

createApp(App).mount('#app');
