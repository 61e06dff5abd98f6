package job

// forget drops the kept solvers.
func (c *solvers) forget() {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.kept = nil
}
