import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import ProjectRoute from './project';

describe('/sourcing/project/:projectId', () => {
  it.each(['abc', '1.5', '0', '12abc'])('sends a non-integer id (%s) to /home', async (id) => {
    render(
      <MemoryRouter initialEntries={[`/sourcing/project/${id}`]}>
        <Routes>
          <Route path="/sourcing/project/:projectId" element={<ProjectRoute />} />
          <Route path="/home" element={<p>home page</p>} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByText('home page')).toBeTruthy();
  });
});
